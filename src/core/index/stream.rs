//! The token stream between the index's two build passes: every document's provisional term
//! ids, in order, as varints (`id << 1 | same position`), in chunks of ~1 MiB that never
//! reallocate (a growing `Vec` briefly holds twice its size) and are freed as soon as pass 2 has
//! read them. On the full corpus ~9 MB instead of 16 MB of `u32`s.

use crate::core::varint;

/// Bytes a chunk is allocated with (a longer document gets a chunk of its own size).
const CHUNK: usize = 1 << 20;

/// One token: its provisional term id and whether it shares the previous token's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamToken {
    pub term: u32,
    pub same_position: bool,
}

#[derive(Debug, Default)]
pub struct TokenStream {
    chunks: Vec<Vec<u8>>,
    /// Per document: chunk, first byte, end byte.
    spans: Vec<(u32, u32, u32)>,
    /// The document being added.
    pending: Vec<u8>,
}

impl TokenStream {
    /// Appends a token of the document being added.
    pub fn push(&mut self, token: StreamToken) {
        varint::push(&mut self.pending, token.term << 1 | u32::from(token.same_position));
    }

    /// Ends the document being added.
    pub fn end_document(&mut self) {
        let fits = self.chunks.last().is_some_and(|c| c.capacity() - c.len() >= self.pending.len());
        if !fits {
            self.chunks.push(Vec::with_capacity(CHUNK.max(self.pending.len())));
        }
        let chunk_index = self.chunks.len() - 1;
        let chunk = &mut self.chunks[chunk_index];
        let start = chunk.len() as u32;
        chunk.extend_from_slice(&self.pending);
        self.spans.push((chunk_index as u32, start, chunk.len() as u32));
        self.pending.clear();
    }

    /// The tokens of one document (empty once its chunk is freed).
    pub fn tokens(&self, doc: usize) -> impl Iterator<Item = StreamToken> + '_ {
        let (chunk, start, end) = self.spans.get(doc).copied().unwrap_or((0, 0, 0));
        let bytes =
            self.chunks.get(chunk as usize).and_then(|c| c.get(start as usize..end as usize)).unwrap_or(&[]);
        let mut at = 0;
        std::iter::from_fn(move || {
            (at < bytes.len()).then(|| {
                let entry = varint::read(bytes, &mut at);
                StreamToken { term: entry >> 1, same_position: entry & 1 == 1 }
            })
        })
    }

    /// Frees the chunk of `doc` if no later document is in it (documents are read in order).
    pub fn release_through(&mut self, doc: usize) {
        let Some(&(chunk, ..)) = self.spans.get(doc) else { return };
        let next_chunk = self.spans.get(doc + 1).map(|s| s.0);
        if next_chunk != Some(chunk)
            && let Some(c) = self.chunks.get_mut(chunk as usize)
        {
            *c = Vec::new();
        }
    }

    /// Bytes held (for the heap measurements).
    pub fn heap_bytes(&self) -> usize {
        self.chunks.iter().map(Vec::capacity).sum::<usize>()
            + 12 * self.spans.capacity()
            + self.pending.capacity()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(term: u32, same_position: bool) -> StreamToken {
        StreamToken { term, same_position }
    }

    #[test]
    fn documents_read_back_in_order_and_chunks_are_freed_once_read() {
        let mut stream = TokenStream::default();
        let docs: Vec<Vec<StreamToken>> = (0..3_000u32)
            .map(|d| (0..200 + d % 7).map(|i| token(d * 1_000 + i, i % 3 == 1)).collect())
            .collect();
        for doc in &docs {
            doc.iter().for_each(|&t| stream.push(t));
            stream.end_document();
        }
        // A document longer than a chunk gets a chunk of its own.
        let long: Vec<StreamToken> = (0..(CHUNK as u32 / 2)).map(|i| token(i, false)).collect();
        long.iter().for_each(|&t| stream.push(t));
        stream.end_document();
        assert!(stream.chunks.len() >= 3, "{} chunks", stream.chunks.len());
        let chunk_bytes = |s: &TokenStream| s.chunks.iter().map(Vec::capacity).sum::<usize>();
        let held = chunk_bytes(&stream);
        for (d, doc) in docs.iter().enumerate() {
            assert_eq!(stream.tokens(d).collect::<Vec<_>>(), *doc, "document {d}");
            stream.release_through(d);
        }
        assert_eq!(
            chunk_bytes(&stream),
            stream.chunks[stream.chunks.len() - 1].capacity(),
            "read chunks are freed"
        );
        assert!(chunk_bytes(&stream) < held / 2);
        assert_eq!(stream.tokens(3_000).collect::<Vec<_>>(), long);
        assert_eq!(stream.tokens(0).count(), 0, "a freed document reads as empty");
        assert_eq!(stream.tokens(9_999).count(), 0);
    }
}
