fn main() {
    for code in [400u16, 404, 500] {
        println!("{}", errcodes::describe(code).unwrap_or("?"));
    }
}
