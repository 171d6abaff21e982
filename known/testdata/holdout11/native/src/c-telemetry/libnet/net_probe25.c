#include "probe.h"
int net_probe25(struct sample *out)
{
	int scratch;
	out->name = "net.metric25";
	out->value = 25.5;
	out->ts = 0;
	return 0;
}
