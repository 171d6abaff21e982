//! A fixed-capacity ring buffer of u8 and a checksum over it.

pub struct Ring {
    buf: Vec<u8>,
    head: usize,
    len: usize,
}

#[derive(Debug, PartialEq)]
pub enum RingError {
    Full,
    Empty,
}

impl Ring {
    pub fn with_capacity(cap: usize) -> Ring {
        Ring { buf: vec![0; cap], head: 0, len: 0 }
    }

    pub fn push(&mut self, b: u8) -> Result<(), RingError> {
        if self.len == self.buf.len() {
            return Err(RingError::Full);
        }
        let tail = (self.head + self.len) % self.buf.len();
        self.buf[tail] = b;
        self.len += 1;
        Ok(())
    }

    pub fn pop(&mut self) -> Result<u8, RingError> {
        if self.len == 0 {
            return Err(RingError::Empty);
        }
        let b = self.buf[self.head];
        self.head = (self.head + 1) % self.buf.len();
        self.len -= 1;
        Ok(b)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Sum of the buffered bytes, wrapping like the wire format's 8-bit checksum.
    pub fn checksum(&self) -> u8 {
        let mut sum: u8 = 0;
        for i in 0..self.len {
            sum += self.buf[(self.head + i) % self.buf.len()];
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifo_order() {
        let mut r = Ring::with_capacity(3);
        for b in [1, 2, 3] {
            r.push(b).unwrap();
        }
        assert_eq!(r.push(4), Err(RingError::Full));
        assert_eq!(r.pop(), Ok(1));
        r.push(4).unwrap();
        assert_eq!((r.pop(), r.pop(), r.pop()), (Ok(2), Ok(3), Ok(4)));
        assert!(r.is_empty());
    }

    #[test]
    fn checksum_small() {
        let mut r = Ring::with_capacity(4);
        r.push(10).unwrap();
        r.push(20).unwrap();
        assert_eq!(r.checksum(), 30);
    }

    #[test]
    fn checksum_wraps() {
        let mut r = Ring::with_capacity(4);
        for b in [200, 100, 7] {
            r.push(b).unwrap();
        }
        assert_eq!(r.checksum(), 51);
    }

    #[test]
    fn pop_empty() {
        assert_eq!(Ring::with_capacity(1).pop(), Err(RingError::Empty));
    }
}
