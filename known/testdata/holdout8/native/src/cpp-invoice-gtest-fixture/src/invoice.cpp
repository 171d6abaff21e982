#include "invoice.hpp"

namespace inv {

Money Line::net() const
{
    Money gross = times(unit_price, quantity);
    return gross - percent_of(gross, discount_bp);
}

Money Invoice::net_total() const
{
    Money t;
    for (const auto& l : lines)
        t += l.net();
    return t;
}

std::map<int, Money> Invoice::tax_by_rate() const
{
    auto table = TaxTable::for_country(country);
    std::map<int, Money> net_by_rate, out;
    for (const auto& l : lines)
        net_by_rate[table.rate(l.tax)] += l.net();
    for (const auto& [rate, net] : net_by_rate)
        out[rate] = percent_of(net, rate);
    return out;
}

Money Invoice::tax_total() const
{
    Money t;
    for (const auto& [rate, tax] : tax_by_rate())
        t += tax;
    return t;
}

} // namespace inv
