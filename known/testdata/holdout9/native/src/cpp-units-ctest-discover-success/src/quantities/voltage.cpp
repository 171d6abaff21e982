#include "units/registry.hpp"

namespace units {

// voltage: base unit and a few common ones
void register_voltage(Registry& r) {
    r.add("voltage", "voltage_base", 1.0, 0.0);
    r.add("voltage", "voltage_kilo", 1000.0, 0.0);
    r.add("voltage", "voltage_milli", 0.001, 0.0);
}

} // namespace units
