//! LEB128-style variable-length integers (7 bits a byte, high bit = more follows): the
//! compressed postings and positions of the index, the token stream of its build, and the fold
//! table `build.rs` writes for [`crate::core::normalize`].
//!
//! Readers never panic: [`read`] reads a truncated or corrupt buffer as zeros past its end (the
//! index's own arrays, sized exactly); [`read_checked`] says where a buffer ends or is corrupt
//! (the fold table). Depends on nothing, so `build.rs` includes it too.

/// Bytes that `value` takes.
pub fn len(value: u32) -> u32 {
    match value {
        0..0x80 => 1,
        0x80..0x4000 => 2,
        0x4000..0x20_0000 => 3,
        0x20_0000..0x1000_0000 => 4,
        _ => 5,
    }
}

/// Appends `value`.
pub fn push(bytes: &mut Vec<u8>, mut value: u32) {
    while value >= 0x80 {
        bytes.push(value as u8 | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

/// Writes `value` at `*at` and moves `*at` past it; bytes beyond the buffer are dropped (the
/// build sizes buffers exactly, and a test checks that it does).
pub fn put(bytes: &mut [u8], at: &mut u32, mut value: u32) {
    loop {
        let byte = if value >= 0x80 { value as u8 | 0x80 } else { value as u8 };
        if let Some(slot) = bytes.get_mut(*at as usize) {
            *slot = byte;
        }
        *at += 1;
        value >>= 7;
        if byte & 0x80 == 0 {
            return;
        }
    }
}

/// The value at `*at`, moving `*at` past it.
#[inline]
pub fn read(bytes: &[u8], at: &mut usize) -> u32 {
    // Most gaps take one byte.
    if let Some(&byte) = bytes.get(*at)
        && byte < 0x80
    {
        *at += 1;
        return u32::from(byte);
    }
    let mut value = 0u32;
    let mut shift = 0;
    while let Some(&byte) = bytes.get(*at) {
        *at += 1;
        if shift < 32 {
            value |= u32::from(byte & 0x7f) << shift;
        }
        shift += 7;
        if byte & 0x80 == 0 {
            break;
        }
    }
    value
}

/// The value at `*at`, moving `*at` past it; `None` past the end, or for a value wider than 32
/// bits or longer than five bytes.
pub fn read_checked(bytes: &[u8], at: &mut usize) -> Option<u32> {
    let mut value = 0u32;
    for shift in (0..35).step_by(7) {
        let byte = *bytes.get(*at)?;
        *at += 1;
        // A fifth byte may carry only the top 4 bits of a u32.
        if shift == 28 && byte & 0x70 != 0 {
            return None;
        }
        value |= u32::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some(value);
        }
    }
    None
}

/// Moves `*at` past `count` values without decoding them: eight bytes at a time while more
/// than eight values remain (a value ends at each byte with the high bit clear), then bytewise.
#[inline]
pub fn skip(bytes: &[u8], at: &mut usize, mut count: usize) {
    while count > 8 {
        let Some(word) = bytes.get(*at..*at + 8).and_then(|w| <[u8; 8]>::try_from(w).ok()) else {
            break;
        };
        count -= (!u64::from_le_bytes(word) & 0x8080_8080_8080_8080).count_ones() as usize;
        *at += 8;
    }
    while count > 0 {
        match bytes.get(*at) {
            Some(&byte) => {
                *at += 1;
                if byte & 0x80 == 0 {
                    count -= 1;
                }
            }
            None => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_in_their_predicted_length() {
        let values =
            [0, 1, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, u32::MAX];
        let mut bytes = Vec::new();
        for &v in &values {
            let before = bytes.len();
            push(&mut bytes, v);
            assert_eq!(bytes.len() - before, len(v) as usize, "{v}");
        }
        let mut put_bytes = vec![0u8; bytes.len()];
        let mut at = 0u32;
        values.iter().for_each(|&v| put(&mut put_bytes, &mut at, v));
        assert_eq!(put_bytes, bytes);
        let mut at = 0;
        let read_back: Vec<u32> = values.iter().map(|_| read(&bytes, &mut at)).collect();
        assert_eq!(read_back, values);
        let mut at = 0;
        let checked: Vec<Option<u32>> = values.iter().map(|_| read_checked(&bytes, &mut at)).collect();
        assert_eq!(checked, values.map(Some));
        assert_eq!(read_checked(&bytes, &mut at), None, "past the end");
        for (skipped, &value) in values.iter().enumerate() {
            let mut at = 0;
            skip(&bytes, &mut at, skipped);
            assert_eq!(read(&bytes, &mut at), value, "after skipping {skipped}");
        }
    }

    #[test]
    fn corrupt_or_short_buffers_read_without_panicking() {
        let mut at = 0;
        assert_eq!(read(&[0xff; 9], &mut at), u32::MAX);
        assert_eq!(at, 9);
        assert_eq!(read(&[], &mut at), 0);
        let mut at = 0;
        skip(&[0x80, 0x80], &mut at, 3);
        assert_eq!(at, 2);
        // Checked: a sixth byte, bits above 32, or a cut value are no value.
        for corrupt in [&[0xff, 0xff, 0xff, 0xff, 0x8f, 0x00][..], &[0x80, 0x80, 0x80, 0x80, 0x10], &[0x80]] {
            assert_eq!(read_checked(corrupt, &mut 0), None, "{corrupt:?}");
        }
        assert_eq!(read_checked(&[0xff, 0xff, 0xff, 0xff, 0x0f], &mut 0), Some(u32::MAX));
        let mut short = [0u8; 1];
        let mut at = 0;
        put(&mut short, &mut at, 300);
        assert_eq!(at, 2);
    }
}
