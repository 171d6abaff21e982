#include "probe.h"
int net_probe21(struct sample *out)
{
	out->name = "net.metric21";
	out->value = 21.5;
	out->ts = 0;
	return 0;
}
