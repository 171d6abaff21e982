use crate::model::Track;

/// Deals tracks round-robin into `n` piles, then concatenates the piles.
pub fn deal(tracks: &[Track], n: usize) -> Vec<Track> {
    let mut piles: Vec<Vec<Track>> = vec![Vec::new(); n];
    for (i, t) in tracks.iter().enumerate() {
        piles[i % n].push(t.clone());
    }
    let mut out = Vec::with_capacity(tracks.len());
    for pile in &piles {
        for t in pile {
            out.push(*t);
        }
    }
    out
}

/// The longest track's title.
pub fn longest(tracks: &[Track]) -> Option<String> {
    let best = tracks.iter().max_by_key(|t| t.seconds)?;
    Some(best.title)
}
