#pragma once
#include <map>
#include <string>
#include <vector>

#include "money.hpp"
#include "tax.hpp"

namespace inv {

struct Line {
    std::string description;
    double quantity = 1;
    Money unit_price;
    TaxClass tax = TaxClass::Standard;
    int discount_bp = 0;  // basis points off the line

    Money net() const;
};

struct Invoice {
    std::string number;
    std::string country;
    std::vector<Line> lines;

    Money net_total() const;
    std::map<int, Money> tax_by_rate() const;  // per rate, computed on the rate's net sum
    Money tax_total() const;
    Money gross_total() const { return net_total() + tax_total(); }
};

} // namespace inv
