use crate::model::Bookmark;

/// Bookmarks in insertion order.
#[derive(Default)]
pub struct Store {
    items: Vec<Bookmark>,
}

impl Store {
    pub fn add(&mut self, b: Bookmark) {
        self.items.push(b);
    }

    pub fn find(&self, name: &str) -> Option<&Bookmark> {
        self.items.iter().find(|b| b.name == name)
    }

    pub fn sorted_by_name(&self) -> Vec<&Bookmark> {
        let mut v: Vec<&Bookmark> = self.items.iter().collect();
        v.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()));
        v
    }

    pub fn rename(&mut self, from: &str, to: &str) -> bool {
        for b in &mut self.items {
            if b.name == from {
                b.name = to.to_string();
                return true;
            }
        }
        false
    }

    pub fn tagged<'a>(&'a self, tag: &'a str) -> impl Iterator<Item = &'a Bookmark> + 'a {
        self.items.iter().filter(move |b| b.has_tag(tag))
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}
