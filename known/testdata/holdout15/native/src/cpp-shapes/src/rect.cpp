#include "rect.hpp"
