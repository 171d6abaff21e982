#pragma once
#include <ostream>

#include "account.hpp"

namespace ledger {

class Exporter {
public:
    virtual ~Exporter() = default;
    virtual void begin(std::ostream& os) = 0;
    virtual void write(std::ostream& os, const Account& acct, const Entry& e) = 0;
    virtual void end(std::ostream& os) = 0;
};

} // namespace ledger
