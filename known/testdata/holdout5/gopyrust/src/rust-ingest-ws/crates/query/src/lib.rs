//! Reads records back through the index.

use index::SparseIndex;
use router::Router;
use storage::Segment;

pub fn drain_into(router: &mut Router, seg: &mut Segment) -> usize {
    let mut n = 0;
    while let Some((id, body)) = router.queue.pop() {
        seg.append(id, &body);
        n += 1;
    }
    n
}

pub fn start_of(idx: &SparseIndex, id: ids::RecordId) -> u64 {
    idx.seek(id)
}
