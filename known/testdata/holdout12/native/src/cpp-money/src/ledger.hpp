#pragma once
#include <string>
#include <vector>
#include "money.hpp"

struct Entry { std::string account; Money amount; };

class Ledger {
public:
    void post(const std::string &account, const Money &m) { entries_.push_back({account, m}); }
    const Entry *last_for(const std::string &account) const;   // nullptr if the account has no entry
    Money balance(const std::string &account, const std::string &currency) const;
private:
    std::vector<Entry> entries_;
};
