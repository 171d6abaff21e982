#include "account.hpp"

#include <cstdio>
#include <cstdlib>

namespace ledger {

void Account::post(Entry e)
{
    entries_.push_back(std::move(e));
    dirty_ = true;
}

std::int64_t Account::balance()
{
    if (dirty_) {
        cached_ = 0;
        for (const auto& e : entries_)
            cached_ += e.cents;
        dirty_ = false;
    }
    return cached_;
}

std::string format_cents(std::int64_t cents)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%lld.%02lld", cents < 0 ? "-" : "",
                  std::llabs(cents) / 100, std::llabs(cents) % 100);
    return buf;
}

} // namespace ledger
