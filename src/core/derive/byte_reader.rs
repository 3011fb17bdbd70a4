//! A bounds-checked little-endian reader for the committed model files (`area_model.bin`,
//! `label_model.bin`): every read is an `Option`, so damaged bytes decode to `None`, never a panic.

pub(crate) struct ByteReader<'b> {
    bytes: &'b [u8],
    at: usize,
}

impl<'b> ByteReader<'b> {
    pub(crate) fn new(bytes: &'b [u8]) -> ByteReader<'b> {
        ByteReader { bytes, at: 0 }
    }

    /// True when every byte was read.
    pub(crate) fn at_end(&self) -> bool {
        self.at == self.bytes.len()
    }

    pub(crate) fn take(&mut self, n: usize) -> Option<&'b [u8]> {
        let piece = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(piece)
    }

    pub(crate) fn u8(&mut self) -> Option<u8> {
        self.take(1)?.first().copied()
    }

    pub(crate) fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.take(2)?.try_into().ok()?))
    }

    pub(crate) fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    pub(crate) fn f32(&mut self) -> Option<f32> {
        Some(f32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    /// A string of at most 255 bytes, preceded by its length byte.
    pub(crate) fn short_text(&mut self) -> Option<String> {
        let len = usize::from(self.u8()?);
        std::str::from_utf8(self.take(len)?).ok().map(str::to_string)
    }
}
