// Minimal C surface of Darwin (the libm part of <math.h>) for the stub SDK.
#define M_E         2.71828182845904523536028747135266250
#define M_PI        3.14159265358979323846264338327950288
#define M_PI_2      1.57079632679489661923132169163975144
#define M_PI_4      0.785398163397448309615660845819875721
#define M_SQRT2     1.41421356237309504880168872420969808

double acos(double); float acosf(float);
double asin(double); float asinf(float);
double atan(double); float atanf(float);
double atan2(double, double); float atan2f(float, float);
double cos(double); float cosf(float);
double sin(double); float sinf(float);
double tan(double); float tanf(float);
double acosh(double); double asinh(double); double atanh(double);
double cosh(double); double sinh(double); double tanh(double);
double exp(double); float expf(float);
double exp2(double); double expm1(double);
double log(double); float logf(float);
double log10(double); double log2(double); double log1p(double);
double fabs(double); float fabsf(float);
double cbrt(double); double hypot(double, double);
double pow(double, double); float powf(float, float);
double sqrt(double); float sqrtf(float);
double ceil(double); double floor(double); double round(double); double trunc(double);
double fmod(double, double); double remainder(double, double);
double fmax(double, double); double fmin(double, double);
