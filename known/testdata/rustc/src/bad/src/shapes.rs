pub fn area(w: u32, h: u32) -> u32 {
    let s: String = w * h;
    s
}
