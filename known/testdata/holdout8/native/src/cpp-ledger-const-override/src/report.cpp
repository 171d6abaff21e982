#include "report.hpp"

#include <iomanip>

namespace ledger {

void print_trial_balance(std::ostream& os, const std::vector<Account>& accounts)
{
    std::int64_t total = 0;
    for (const Account& a : accounts) {
        std::int64_t b = a.balance();
        os << std::left << std::setw(24) << a.name() << std::right << std::setw(14)
           << format_cents(b) << '\n';
        total += b;
    }
    os << std::string(38, '-') << '\n'
       << std::left << std::setw(24) << "total" << std::right << std::setw(14)
       << format_cents(total) << '\n';
}

} // namespace ledger
