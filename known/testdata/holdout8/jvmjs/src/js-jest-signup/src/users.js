class UserStore {
  constructor() {
    this.byEmail = new Map();
    this.seq = 0;
  }

  create({ email, name }) {
    const key = email.trim().toLowerCase();
    if (this.byEmail.has(key)) {
      const err = new Error(`email already registered: ${key}`);
      err.code = "DUPLICATE";
      throw err;
    }
    const user = { id: ++this.seq, email: key, name, verified: false };
    this.byEmail.set(key, user);
    return user;
  }

  find(email) {
    return this.byEmail.get(email.trim().toLowerCase());
  }
}

module.exports = { UserStore };
