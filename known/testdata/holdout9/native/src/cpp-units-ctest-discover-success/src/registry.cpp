#include "units/registry.hpp"

namespace units {

void Registry::add(std::string quantity, std::string name, double factor, double offset) {
    units_.push_back({std::move(quantity), std::move(name), factor, offset});
}

const Unit* Registry::find(const std::string& name) const {
    for (const auto& u : units_)
        if (u.name == name) return &u;
    return nullptr;
}

std::optional<double> Registry::convert(double v, const std::string& from, const std::string& to) const {
    const Unit* a = find(from);
    const Unit* b = find(to);
    if (!a || !b || a->quantity != b->quantity) return std::nullopt;
    double base = v * a->factor + a->offset;
    return (base - b->offset) / b->factor;
}

} // namespace units
