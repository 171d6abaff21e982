#include "units/registry.hpp"

namespace units {

// volume: base unit and a few common ones
void register_volume(Registry& r) {
    r.add("volume", "volume_base", 1.0, 0.0);
    r.add("volume", "volume_kilo", 1000.0, 0.0);
    r.add("volume", "volume_milli", 0.001, 0.0);
    for (int i = 0; i < r.size(); ++i) {
        if (r.at(i).factor == 0) r.remove(i);
    }
}

} // namespace units
