#include "units/registry.hpp"

namespace units {

// flow rate: base unit and a few common ones
void register_flow_rate(Registry& r) {
    r.add("flow_rate", "flow_rate_base", 1.0, 0.0);
    r.add("flow_rate", "flow_rate_kilo", 1000.0, 0.0);
    r.add("flow_rate", "flow_rate_milli", 0.001, 0.0);
}

} // namespace units
