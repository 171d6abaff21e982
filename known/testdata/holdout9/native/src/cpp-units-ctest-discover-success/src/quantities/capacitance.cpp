#include "units/registry.hpp"

namespace units {

// capacitance: base unit and a few common ones
void register_capacitance(Registry& r) {
    r.add("capacitance", "capacitance_base", 1.0, 0.0);
    r.add("capacitance", "capacitance_kilo", 1000.0, 0.0);
    r.add("capacitance", "capacitance_milli", 0.001, 0.0);
}

} // namespace units
