//! An append-only segment of framed records.

use ids::RecordId;

#[derive(Debug, Clone)]
pub struct Entry {
    pub id: RecordId,
    /// Byte position of the record's frame in the segment.
    pub pos: u64,
    pub len: u32,
}

#[derive(Default)]
pub struct Segment {
    bytes: Vec<u8>,
    entries: Vec<Entry>,
}

impl Segment {
    pub fn append(&mut self, id: RecordId, payload: &[u8]) -> &Entry {
        let pos = self.bytes.len() as u64;
        frame::write(payload, &mut self.bytes);
        let len = (self.bytes.len() as u64 - pos) as u32;
        self.entries.push(Entry { id, pos, len });
        self.entries.last().unwrap()
    }
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}
