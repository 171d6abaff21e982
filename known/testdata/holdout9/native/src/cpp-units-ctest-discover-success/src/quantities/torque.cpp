#include "units/registry.hpp"

namespace units {

// torque: base unit and a few common ones
void register_torque(Registry& r) {
    r.add("torque", "torque_base", 1.0, 0.0);
    r.add("torque", "torque_kilo", 1000.0, 0.0);
    r.add("torque", "torque_milli", 0.001, 0.0);
}

} // namespace units
