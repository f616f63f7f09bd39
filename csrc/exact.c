/* exact_copy: a private deep copy of a Python value that is exact JSON data within the
   limits, made in one pass that also checks it (agilerl.models._validation); spec
   validation judges and builds from the copy, so no validated object shares a list or a
   dict with its caller.

   Exact JSON data: a dict with str keys, a list, a str, an int, a float, a bool or None,
   each of exactly that type (no subclass), nested at most `levels` dicts and lists deep;
   no str (key or value) holding a surrogate code point (U+D800..U+DFFF: not Unicode text,
   it has no UTF-8 form); every int and every float within [-bound, bound] (so no NaN and
   no infinity); at most `values` values in all (a scalar, a dict and a list count one
   each, keys none), each reference counted again wherever it is met, so that data sharing
   one list many times over (an alias bomb) costs what its expanded copy would, and stops
   at the limit. Anything else is "not exact", never an error: the caller then makes the
   copy in Python (jsonable), which refuses what is no JSON data, or too much of it, with a
   message naming the path.

   The copy is new dicts and lists; scalars are shared (they are immutable). No Python code
   runs while it is made: only exact built-in types are looked into, keys are compared as
   exact str, and the cyclic garbage collector (whose finalizers are Python code) is held
   off for the call. So the GIL is held throughout, and no other thread can change a dict
   or a list between the check and the copy: the copy is the input at one instant. The
   recursion is at most `levels` deep; the module refuses a `levels` above AGL_MAX_LEVELS. */
#include "exact.h"

#include <stddef.h>

#define AGL_MAX_LEVELS 1000
#define AGL_MAX_BOUND 9007199254740991LL /* 2**53 - 1: the largest bound exact as a double */

typedef struct {
    long long bound;
    double fbound;
    Py_ssize_t left; /* values that may still be copied */
} limits;

/* Whether str `s` holds no surrogate code point. Latin-1 strings cannot hold one. */
static int text_ok(PyObject *s) {
#if PY_VERSION_HEX < 0x030C0000
    if (PyUnicode_READY(s) < 0) { /* a legacy string that cannot be read: not exact */
        PyErr_Clear();
        return 0;
    }
#endif
    if (PyUnicode_IS_ASCII(s)) return 1;
    int kind = PyUnicode_KIND(s);
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (kind == PyUnicode_2BYTE_KIND) {
        const Py_UCS2 *u = PyUnicode_2BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xF800) == 0xD800) return 0;
    } else if (kind == PyUnicode_4BYTE_KIND) {
        const Py_UCS4 *u = PyUnicode_4BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xFFFFF800u) == 0xD800) return 0;
    }
    return 1;
}

/* Whether scalar `v` is exact within the limits; -1: `v` is a dict or a list. */
static int scalar_ok(PyObject *v, const limits *lim) {
    PyTypeObject *type = Py_TYPE(v);
    if (type == &PyUnicode_Type) return text_ok(v);
    if (type == &PyLong_Type) {
        int over = 0;
        long long x = PyLong_AsLongLongAndOverflow(v, &over);
        if (x == -1 && PyErr_Occurred()) { /* not for an exact int; kept safe all the same */
            PyErr_Clear();
            return 0;
        }
        return !over && x >= -lim->bound && x <= lim->bound;
    }
    if (type == &PyFloat_Type) {
        double x = PyFloat_AS_DOUBLE(v);
        return x >= -lim->fbound && x <= lim->fbound; /* NaN: false */
    }
    if (type == &PyBool_Type || v == Py_None) return 1;
    if (type == &PyDict_Type || type == &PyList_Type) return -1;
    return 0;
}

/* The copy of `v` (a new reference); NULL with no exception set where `v` is not exact,
   NULL with one set where memory ran out. */
static PyObject *copy(PyObject *v, int levels, limits *lim) {
    if (lim->left <= 0) return NULL;
    lim->left--;
    int ok = scalar_ok(v, lim);
    if (ok >= 0) return ok ? Py_NewRef(v) : NULL;
    if (levels <= 0) return NULL;
    if (Py_TYPE(v) == &PyList_Type) {
        Py_ssize_t n = PyList_GET_SIZE(v);
        if (n > lim->left) return NULL; /* each item is one value at least */
        PyObject *out = PyList_New(n);
        if (!out) return NULL;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = copy(PyList_GET_ITEM(v, i), levels - 1, lim);
            if (!item) {
                Py_DECREF(out);
                return NULL;
            }
            PyList_SET_ITEM(out, i, item);
        }
        return out;
    }
    if (PyDict_GET_SIZE(v) > lim->left) return NULL;
    /* keys and scalars first: every key an exact str (so copying compares none, and runs
       no Python code), every scalar exact and counted */
    Py_ssize_t pos = 0, nested = 0;
    PyObject *key, *item;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (Py_TYPE(key) != &PyUnicode_Type || !text_ok(key)) return NULL;
        ok = scalar_ok(item, lim);
        if (ok == 0) return NULL;
        if (ok < 0)
            nested++;
        else if (lim->left-- <= 0)
            return NULL;
    }
    PyObject *out = PyDict_Copy(v);
    if (!out || !nested) return out;
    pos = 0; /* then each dict or list in it is replaced by its copy */
    while (PyDict_Next(out, &pos, &key, &item)) {
        if (Py_TYPE(item) != &PyDict_Type && Py_TYPE(item) != &PyList_Type) continue;
        PyObject *inner = copy(item, levels - 1, lim);
        /* a new value of a key the copy holds: allowed while PyDict_Next walks it */
        if (!inner || PyDict_SetItem(out, key, inner) < 0) {
            Py_XDECREF(inner);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(inner);
    }
    return out;
}

/* The limits of a call: args[0..2] = (levels, bound, values), each checked; 0 with an
   exception set where one is not an int in its range. */
static int read_limits(PyObject *const *args, int *levels, limits *lim) {
    long lv = PyLong_AsLong(args[0]);
    if (lv == -1 && PyErr_Occurred()) return 0;
    int over = 0; /* PyLong_AsLongLong takes a slow path for every int on 3.11 */
    long long bound = PyLong_AsLongLongAndOverflow(args[1], &over);
    if (bound == -1 && PyErr_Occurred()) return 0;
    if (over) bound = -1; /* out of range: refused below */
    Py_ssize_t values = PyLong_AsSsize_t(args[2]);
    if (values == -1 && PyErr_Occurred()) return 0;
    if (lv < 0 || lv > AGL_MAX_LEVELS || bound < 0 || bound > AGL_MAX_BOUND || values < 0) {
        PyErr_Format(PyExc_ValueError, "exact_copy: levels %ld not in [0, %d], bound %lld "
                     "not in [0, 2**53 - 1] or values %zd below 0", lv, AGL_MAX_LEVELS,
                     bound, values);
        return 0;
    }
    *levels = (int)lv;
    lim->bound = bound;
    lim->fbound = (double)bound;
    lim->left = values;
    return 1;
}

/* The copy of `value` within the limits, with the cyclic garbage collector held off (its
   finalizers are Python code); NULL with no exception set where it is not exact. */
static PyObject *copy_at_once(PyObject *value, int levels, limits *lim) {
    int collecting = PyGC_Disable();
    PyObject *out = copy(value, levels, lim);
    if (collecting) PyGC_Enable();
    return out;
}

PyObject *agl_exact_copy(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "exact_copy(value, levels, bound, values): expected 4 "
                     "arguments, got %zd", nargs);
        return NULL;
    }
    int levels;
    limits lim;
    if (!read_limits(args + 1, &levels, &lim)) return NULL;
    PyObject *out = copy_at_once(args[0], levels, &lim);
    if (out || PyErr_Occurred()) return out;
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------ Judged: the fast path */

/* Judged(levels, bound, values, is_valid, rules, build, extra): a callable of one value,
   spec validation's fast path for one class in one call. Where the value is exact JSON
   data within the limits, its copy (made as exact_copy makes it) is judged by
   is_valid(copy) and, unless rules is None, rules(copy), which raises a ValueError for a
   broken rule; a valid copy is built, build(copy) or, with extra not None,
   build(copy, extra=extra), and the object returned. Anything else (not exact, or
   invalid) gives None: the caller copies and judges it again, and writes its problems.
   Nothing runs between the copy and the build but the judge and the build themselves,
   on the copy only this call holds. */
typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    int levels;
    limits lim;
    PyObject *is_valid, *rules, *build, *extra, *kwnames;
} JudgedObject;

static PyObject *judged_call(PyObject *callable, PyObject *const *args, size_t nargsf,
                             PyObject *kwnames) {
    JudgedObject *self = (JudgedObject *)callable;
    if (PyVectorcall_NARGS(nargsf) != 1 || (kwnames && PyTuple_GET_SIZE(kwnames))) {
        PyErr_SetString(PyExc_TypeError, "Judged(value): expected one positional argument");
        return NULL;
    }
    limits lim = self->lim;
    PyObject *document = copy_at_once(args[0], self->levels, &lim);
    if (!document) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE; /* not exact: the caller copies and judges it in Python */
    }
    PyObject *verdict = PyObject_CallOneArg(self->is_valid, document);
    int valid = verdict ? PyObject_IsTrue(verdict) : -1;
    Py_XDECREF(verdict);
    if (valid > 0 && self->rules != Py_None) {
        PyObject *held = PyObject_CallOneArg(self->rules, document);
        if (held) {
            Py_DECREF(held);
        } else if (PyErr_ExceptionMatches(PyExc_ValueError)) {
            PyErr_Clear(); /* a broken rule: invalid, its problems are written by the caller */
            valid = 0;
        } else {
            valid = -1;
        }
    }
    PyObject *out = NULL;
    if (valid > 0) {
        PyObject *call[2] = {document, self->extra};
        out = PyObject_Vectorcall(self->build, call, 1, self->kwnames);
    } else if (valid == 0) {
        out = Py_NewRef(Py_None);
    }
    Py_DECREF(document);
    return out;
}

static PyObject *judged_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "Judged() takes no keyword arguments");
        return NULL;
    }
    if (PyTuple_GET_SIZE(args) != 7) {
        PyErr_Format(PyExc_TypeError, "Judged(levels, bound, values, is_valid, rules, build, "
                     "extra): expected 7 arguments, got %zd", PyTuple_GET_SIZE(args));
        return NULL;
    }
    PyObject *const *a = &PyTuple_GET_ITEM(args, 0);
    int levels;
    limits lim;
    if (!read_limits(a, &levels, &lim)) return NULL;
    for (int i = 3; i < 6; i++)
        if (!PyCallable_Check(a[i]) && !(i == 4 && a[i] == Py_None)) {
            PyErr_Format(PyExc_TypeError, "Judged: argument %d is not callable", i + 1);
            return NULL;
        }
    if (a[6] != Py_None && !PyUnicode_CheckExact(a[6])) {
        PyErr_SetString(PyExc_TypeError, "Judged: extra must be a str or None");
        return NULL;
    }
    PyObject *kwnames = NULL;
    if (a[6] != Py_None && !(kwnames = Py_BuildValue("(s)", "extra"))) return NULL;
    JudgedObject *self = (JudgedObject *)type->tp_alloc(type, 0);
    if (!self) {
        Py_XDECREF(kwnames);
        return NULL;
    }
    self->vectorcall = judged_call;
    self->levels = levels;
    self->lim = lim;
    self->is_valid = Py_NewRef(a[3]);
    self->rules = Py_NewRef(a[4]);
    self->build = Py_NewRef(a[5]);
    self->extra = Py_NewRef(a[6]);
    self->kwnames = kwnames;
    return (PyObject *)self;
}

static int judged_traverse(JudgedObject *self, visitproc visit, void *arg) {
    Py_VISIT(self->is_valid);
    Py_VISIT(self->rules);
    Py_VISIT(self->build);
    Py_VISIT(self->extra);
    return 0;
}

static int judged_clear(JudgedObject *self) {
    Py_CLEAR(self->is_valid);
    Py_CLEAR(self->rules);
    Py_CLEAR(self->build);
    Py_CLEAR(self->extra);
    Py_CLEAR(self->kwnames);
    return 0;
}

static void judged_dealloc(JudgedObject *self) {
    PyObject_GC_UnTrack(self);
    judged_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

PyTypeObject agl_JudgedType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "agilerl._ckernels.Judged",
    .tp_basicsize = sizeof(JudgedObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "Judged(levels, bound, values, is_valid, rules, build, extra): value -> "
              "the object built from its judged copy, or None (exact.c)",
    .tp_vectorcall_offset = offsetof(JudgedObject, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_new = judged_new,
    .tp_traverse = (traverseproc)judged_traverse,
    .tp_clear = (inquiry)judged_clear,
    .tp_dealloc = (destructor)judged_dealloc,
};

/* ------------------------------------------------ FastValidate: model_validate in C */

/* FastValidate(table, method, slow): the spec classes' model_validate, wrapped in
   classmethod() (agilerl.models._spec_base), so that the usual call runs no Python frame.
   A call (cls, value) with no keywords, for a class the dict `table` holds, runs
   table[cls](value) (a Judged) and returns the object it built; where that gives None
   (not exact, or invalid), slow(cls, value): the Python path that copies, judges and names
   the problems. Any other call, or a class not yet in the table, is method's (the
   Python method itself, which fills the table). It has a __dict__, for
   functools.update_wrapper: its __wrapped__ is method, whose signature and docs it has. */
typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyObject *table, *method, *slow, *dict;
} FastValidateObject;

static PyObject *fast_validate_call(PyObject *callable, PyObject *const *args, size_t nargsf,
                                    PyObject *kwnames) {
    FastValidateObject *self = (FastValidateObject *)callable;
    if (PyVectorcall_NARGS(nargsf) == 2 && (!kwnames || !PyTuple_GET_SIZE(kwnames))) {
        PyObject *judged = PyDict_GetItemWithError(self->table, args[0]); /* borrowed */
        if (judged) {
            Py_INCREF(judged); /* held across the call: the table may change meanwhile */
            PyObject *out = PyObject_CallOneArg(judged, args[1]);
            Py_DECREF(judged);
            if (out != Py_None) return out; /* the object, or NULL with its error */
            Py_DECREF(out);
            return PyObject_Vectorcall(self->slow, args, 2, NULL);
        }
        if (PyErr_Occurred()) return NULL;
    }
    return PyObject_Vectorcall(self->method, args, nargsf, kwnames);
}

static PyObject *fast_validate_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyObject *table, *method, *slow;
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "FastValidate() takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_UnpackTuple(args, "FastValidate", 3, 3, &table, &method, &slow)) return NULL;
    if (!PyDict_CheckExact(table) || !PyCallable_Check(method) || !PyCallable_Check(slow)) {
        PyErr_SetString(PyExc_TypeError, "FastValidate(table, method, slow): a dict and two "
                        "callables");
        return NULL;
    }
    FastValidateObject *self = (FastValidateObject *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    self->vectorcall = fast_validate_call;
    self->table = Py_NewRef(table);
    self->method = Py_NewRef(method);
    self->slow = Py_NewRef(slow);
    return (PyObject *)self;
}

static int fast_validate_traverse(FastValidateObject *self, visitproc visit, void *arg) {
    Py_VISIT(self->table);
    Py_VISIT(self->method);
    Py_VISIT(self->slow);
    Py_VISIT(self->dict);
    return 0;
}

static int fast_validate_clear(FastValidateObject *self) {
    Py_CLEAR(self->table);
    Py_CLEAR(self->method);
    Py_CLEAR(self->slow);
    Py_CLEAR(self->dict);
    return 0;
}

static void fast_validate_dealloc(FastValidateObject *self) {
    PyObject_GC_UnTrack(self);
    fast_validate_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyGetSetDef fast_validate_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject agl_FastValidateType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "agilerl._ckernels.FastValidate",
    .tp_basicsize = sizeof(FastValidateObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "FastValidate(table, method, slow): model_validate of the spec classes under "
              "classmethod() (exact.c)",
    .tp_vectorcall_offset = offsetof(FastValidateObject, vectorcall),
    .tp_dictoffset = offsetof(FastValidateObject, dict),
    .tp_getset = fast_validate_getset,
    .tp_call = PyVectorcall_Call,
    .tp_new = fast_validate_new,
    .tp_traverse = (traverseproc)fast_validate_traverse,
    .tp_clear = (inquiry)fast_validate_clear,
    .tp_dealloc = (destructor)fast_validate_dealloc,
};
