#include "units/registry.hpp"

namespace units {

// sound level: base unit and a few common ones
void register_sound_level(Registry& r) {
    r.add("sound_level", "sound_level_base", 1.0, 0.0);
    r.add("sound_level", "sound_level_kilo", 1000.0, 0.0);
    r.add("sound_level", "sound_level_milli", 0.001, 0.0);
}

} // namespace units
