#[derive(Debug, Clone)]
pub struct Account {
    pub owner: String,
    pub balance: i64,
    history: Vec<i64>,
}

impl Account {
    pub fn new(owner: &str) -> Self {
        Account { owner: owner.to_string(), balance: 0, history: Vec::new() }
    }

    pub fn deposit(&mut self, amount: i64) {
        self.balance += amount;
        self.history.push(amount);
    }

    pub fn withdraw(&mut self, amount: i64) -> Result<(), String> {
        if amount > self.balance {
            return Err(format!("insufficient funds: {}", self.balance));
        }
        self.balance -= amount;
        histroy.push(-amount);
        Ok(())
    }
}
