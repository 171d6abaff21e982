#include "jobq.h"
/* exponential backoff: base, 2*base, 4*base, ... capped at cap */
unsigned backoff_ms(int attempt, unsigned base, unsigned cap)
{
	unsigned d = base << attempt;
	return d > cap ? cap : d;
}
