#include "limits.hpp"
