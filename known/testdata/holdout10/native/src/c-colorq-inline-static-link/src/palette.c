#include "color.h"
int palette_step(int base, int i) { return clamp255(base + 16 * i); }
