#pragma once
#include <optional>
#include <string>
#include <vector>

namespace units {

struct Unit {
    std::string quantity;
    std::string name;
    double factor;  // to the quantity's base unit
    double offset;  // added after scaling (temperatures)
};

class Registry {
public:
    void add(std::string quantity, std::string name, double factor, double offset);
    const Unit* find(const std::string& name) const;
    std::optional<double> convert(double v, const std::string& from, const std::string& to) const;
    int size() const { return static_cast<int>(units_.size()); }
    const Unit& at(int i) const { return units_[i]; }
    void remove(int i) { units_.erase(units_.begin() + i); }

private:
    std::vector<Unit> units_;
};

void register_all(Registry& r);

struct Quantity {
    double value;
    std::string unit;
};
// "12.5 length_kilo"
std::optional<Quantity> parse_quantity(const std::string& s);

} // namespace units
