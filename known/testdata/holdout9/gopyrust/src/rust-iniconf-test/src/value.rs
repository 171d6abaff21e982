#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Bool(bool),
    Int(i64),
    Float(f64),
    Text(String),
}

impl Value {
    pub fn from_str_lossy(s: &str) -> Value {
        match s.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => return Value::Bool(true),
            "false" | "no" | "off" => return Value::Bool(false),
            _ => {}
        }
        if let Ok(i) = s.parse() {
            Value::Int(i)
        } else if let Ok(f) = s.parse() {
            Value::Float(f)
        } else {
            Value::Text(s.trim_matches('"').to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bools() {
        assert_eq!(Value::from_str_lossy("Yes"), Value::Bool(true));
        assert_eq!(Value::from_str_lossy("off"), Value::Bool(false));
    }

    #[test]
    fn numbers() {
        assert_eq!(Value::from_str_lossy("-12"), Value::Int(-12));
        assert_eq!(Value::from_str_lossy("2.5"), Value::Float(2.5));
    }

    #[test]
    fn quoted_text() {
        assert_eq!(
            Value::from_str_lossy("\"hello\""),
            Value::Text("hello".into())
        );
    }
}
