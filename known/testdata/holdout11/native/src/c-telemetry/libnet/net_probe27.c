#include "probe.h"
int net_probe27(struct sample *out)
{
	out->name = "net.metric27";
	out->value = 27.5;
	out->ts = 0;
	return 0;
}
