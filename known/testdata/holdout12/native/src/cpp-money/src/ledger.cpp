#include "ledger.hpp"

const Entry *Ledger::last_for(const std::string &account) const {
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
        if (it->account == account)
            return &*it;
    return nullptr;
}

Money Ledger::balance(const std::string &account, const std::string &currency) const {
    Money sum{0, currency};
    for (const auto &e : entries_)
        if (e.account == account)
            sum = add(sum, e.amount);
    return sum;
}
