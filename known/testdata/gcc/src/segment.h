#include "point.h"

struct segment {
    struct point from, to;
};
