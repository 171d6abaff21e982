use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Num(i64),
    Neg(Box<Expr>),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
}

impl Expr {
    pub fn eval(&self) -> i64 {
        match self {
            Expr::Num(n) => *n,
            Expr::Neg(e) => -e.eval(),
            Expr::Add(a, b) => a.eval() + b.eval(),
            Expr::Mul(a, b) => a.eval() * b.eval(),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Num(n) => write!(f, "{n}"),
            // meant to print the inner expression; formats itself again
            Expr::Neg(_) => write!(f, "-({})", self),
            Expr::Add(a, b) => write!(f, "({a} + {b})"),
            Expr::Mul(a, b) => write!(f, "{a} * {b}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(n: i64) -> Box<Expr> {
        Box::new(Expr::Num(n))
    }

    #[test]
    fn eval_nested() {
        let e = Expr::Mul(Box::new(Expr::Add(num(1), num(2))), num(4));
        assert_eq!(e.eval(), 12);
    }

    #[test]
    fn display_sum() {
        assert_eq!(Expr::Add(num(1), num(2)).to_string(), "(1 + 2)");
    }

    #[test]
    fn display_negation() {
        assert_eq!(Expr::Neg(num(5)).to_string(), "-(5)");
    }

    #[test]
    fn eval_negation() {
        assert_eq!(Expr::Neg(num(5)).eval(), -5);
    }
}
