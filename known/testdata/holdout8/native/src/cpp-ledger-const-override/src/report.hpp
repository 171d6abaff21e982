#pragma once
#include <ostream>
#include <vector>

#include "account.hpp"

namespace ledger {

void print_trial_balance(std::ostream& os, const std::vector<Account>& accounts);

} // namespace ledger
