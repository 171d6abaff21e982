use exprtree::Expr;

#[test]
fn product_of_sums() {
    let e = Expr::Mul(
        Box::new(Expr::Add(Box::new(Expr::Num(1)), Box::new(Expr::Num(2)))),
        Box::new(Expr::Num(3)),
    );
    assert_eq!(e.to_string(), "(1 + 2) * 3");
    assert_eq!(e.eval(), 9);
}
