#include "sink.hpp"
