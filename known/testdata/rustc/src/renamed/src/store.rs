use crate::Bookmark;

pub struct Store {
    items: Vec<Bookmark>,
}

impl Store {
    pub fn find(&self, name: &str) -> Option<&Bookmark> {
        self.items.iter().find(|b| b.name == name)
    }

    pub fn rename(&mut self, from: &str, to: &str) {
        for b in self.items.iter_mut() {
            if b.name == from {
                b.name = to.to_string();
            }
        }
    }

    pub fn len(&self) -> u32 {
        self.items.len()
    }
}
