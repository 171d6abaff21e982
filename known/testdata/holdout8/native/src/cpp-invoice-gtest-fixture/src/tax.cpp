#include "tax.hpp"

#include <stdexcept>

namespace inv {

TaxTable TaxTable::for_country(const std::string& iso)
{
    if (iso == "DE")
        return {"DE", {{TaxClass::Standard, 1900}, {TaxClass::Reduced, 700}, {TaxClass::Zero, 0}}};
    if (iso == "AT")
        return {"AT", {{TaxClass::Standard, 2000}, {TaxClass::Reduced, 1000}, {TaxClass::Zero, 0}}};
    if (iso == "FR")
        return {"FR", {{TaxClass::Standard, 2000}, {TaxClass::Reduced, 550}, {TaxClass::Zero, 0}}};
    if (iso == "NL")
        return {"NL", {{TaxClass::Standard, 2100}, {TaxClass::Reduced, 900}, {TaxClass::Zero, 0}}};
    if (iso == "CH")
        return {"CH", {{TaxClass::Standard, 810}, {TaxClass::Reduced, 260}, {TaxClass::Zero, 0}}};
    throw std::invalid_argument("no tax table for " + iso);
}

int TaxTable::rate(TaxClass c) const
{
    if (c == TaxClass::Exempt)
        return 0;
    auto it = rates.find(c);
    if (it == rates.end())
        throw std::out_of_range("no rate for class in " + country);
    return it->second;
}

TaxClass parse_tax_class(const std::string& s)
{
    if (s == "standard") return TaxClass::Standard;
    if (s == "reduced") return TaxClass::Reduced;
    if (s == "zero") return TaxClass::Zero;
    if (s == "exempt") return TaxClass::Exempt;
    throw std::invalid_argument("unknown tax class: " + s);
}

const char* to_string(TaxClass c)
{
    switch (c) {
    case TaxClass::Standard: return "standard";
    case TaxClass::Reduced: return "reduced";
    case TaxClass::Zero: return "zero";
    case TaxClass::Exempt: return "exempt";
    }
    return "?";
}

} // namespace inv
