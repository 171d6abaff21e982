use playlist::track::Track;
use playlist::Playlist;

fn main() {
    let mut p = Playlist::default();
    p.push(Track::new("Intro", "Various", 31));
    p.push(Track::new("Blue Monday", "New Order", 449));
    p.drop_short(60);
    println!("{} tracks, {} s", p.titles().len(), p.total_secs());
}
