mod import;
mod model;
mod render;
mod store;

use std::io::Read;

fn main() {
    let mut src = String::new();
    std::io::stdin()
        .read_to_string(&mut src)
        .expect("read stdin");
    let mut st = store::Store::default();
    for b in import::parse_tsv(&src) {
        st.add(b);
    }
    st.add(import::from_url("https://www.rust-lang.org/learn"));
    let sorted = st.sorted_by_name();
    let text = render::list(&sorted);
    print!("{}", text);
    eprintln!("{} bookmarks, {} columns", st.len(), render::widest(&text));
}
