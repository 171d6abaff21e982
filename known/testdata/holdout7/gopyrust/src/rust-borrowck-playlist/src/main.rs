mod library;
mod queue;

use library::{Library, Track};
use queue::Queue;

fn main() {
    let mut lib = Library::default();
    lib.add(Track::new("Blue in Green", "Miles Davis", 337));
    lib.add(Track::new("So What", "Miles Davis", 562));
    lib.add(Track::new("Naima", "John Coltrane", 261));

    let mut q = Queue::default();
    q.enqueue_artist(&lib, "Miles Davis");
    q.enqueue_repeat(lib.by("John Coltrane").into_iter().cloned().collect(), 2);
    while let Some(t) = q.next() {
        println!("{} - {} ({}s)", t.artist, t.title, t.secs);
    }
    println!("played {} tracks", q.played());
}
