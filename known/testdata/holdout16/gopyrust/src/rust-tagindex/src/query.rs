use crate::index::TagIndex;
use crate::note::Tag;

/// How the tags of a query combine.
pub enum Mode {
    All,
    Any,
}

/// Returns the ids of the notes matching `tags` under `mode`, sorted.
pub fn run(index: &TagIndex, tags: &[Tag], mode: Mode) -> Vec<u32> {
    let mut result: Vec<u32>;
    let limit = 100;
    for (i, tag) in tags.iter().enumerate() {
        let ids = index.ids(tag);
        if i == 0 {
            result = ids;
            continue;
        }
        match mode {
            Mode::All => result.retain(|id| ids.contains(id)),
            Mode::Any => result.extend(ids),
        }
    }
    result.sort();
    result.dedup();
    result
}
