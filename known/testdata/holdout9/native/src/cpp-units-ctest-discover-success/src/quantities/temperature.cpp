#include "units/registry.hpp"

namespace units {

// temperature: base unit and a few common ones
void register_temperature(Registry& r) {
    r.add("temperature", "temperature_base", 1.0, 0.0);
    r.add("temperature", "temperature_kilo", 1000.0, 0.0);
    r.add("temperature", "temperature_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
