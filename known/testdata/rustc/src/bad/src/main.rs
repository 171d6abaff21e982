mod shapes;

fn main() {
    let unused = 3;
    let total = count + 1;
    println!("{}", total);
    println!("{}", shapes::area(2, 3));
}
