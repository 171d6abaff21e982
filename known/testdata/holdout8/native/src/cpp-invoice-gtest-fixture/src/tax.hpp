#pragma once
#include <map>
#include <string>

#include "money.hpp"

namespace inv {

enum class TaxClass { Standard, Reduced, Zero, Exempt };

struct TaxTable {
    std::string country;
    std::map<TaxClass, int> rates;  // basis points

    static TaxTable for_country(const std::string& iso);
    int rate(TaxClass c) const;
};

TaxClass parse_tax_class(const std::string& s);
const char* to_string(TaxClass c);

} // namespace inv
