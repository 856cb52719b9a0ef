/**
 * Real Spanish towns for the demo seed: a real postal code of the town (its centre where it
 * has several) and approximate coordinates of the town centre. `provincia` uses the names of
 * `PROVINCES` in @ac/shared, so `provinceFromPostalCode(codigopostal) === provincia`.
 */
export interface Town {
  poblacion: string;
  provincia: string;
  codigopostal: string;
  latitud: number;
  longitud: number;
}

export const towns: readonly Town[] = [
  // Castilla y León
  {
    poblacion: 'Valladolid',
    provincia: 'Valladolid',
    codigopostal: '47001',
    latitud: 41.6523,
    longitud: -4.7245,
  },
  {
    poblacion: 'Medina del Campo',
    provincia: 'Valladolid',
    codigopostal: '47400',
    latitud: 41.3117,
    longitud: -4.9142,
  },
  {
    poblacion: 'Tordesillas',
    provincia: 'Valladolid',
    codigopostal: '47100',
    latitud: 41.5025,
    longitud: -4.9992,
  },
  { poblacion: 'Burgos', provincia: 'Burgos', codigopostal: '09001', latitud: 42.3439, longitud: -3.6969 },
  {
    poblacion: 'Aranda de Duero',
    provincia: 'Burgos',
    codigopostal: '09400',
    latitud: 41.6704,
    longitud: -3.6892,
  },
  {
    poblacion: 'Miranda de Ebro',
    provincia: 'Burgos',
    codigopostal: '09200',
    latitud: 42.6866,
    longitud: -2.9466,
  },
  { poblacion: 'León', provincia: 'León', codigopostal: '24001', latitud: 42.5987, longitud: -5.5671 },
  { poblacion: 'Ponferrada', provincia: 'León', codigopostal: '24400', latitud: 42.5461, longitud: -6.5962 },
  {
    poblacion: 'Salamanca',
    provincia: 'Salamanca',
    codigopostal: '37001',
    latitud: 40.9701,
    longitud: -5.6635,
  },
  { poblacion: 'Zamora', provincia: 'Zamora', codigopostal: '49001', latitud: 41.5034, longitud: -5.7446 },
  { poblacion: 'Benavente', provincia: 'Zamora', codigopostal: '49600', latitud: 42.0025, longitud: -5.6783 },
  {
    poblacion: 'Palencia',
    provincia: 'Palencia',
    codigopostal: '34001',
    latitud: 42.0095,
    longitud: -4.5288,
  },
  { poblacion: 'Soria', provincia: 'Soria', codigopostal: '42001', latitud: 41.764, longitud: -2.4688 },
  { poblacion: 'Segovia', provincia: 'Segovia', codigopostal: '40001', latitud: 40.9429, longitud: -4.1088 },
  { poblacion: 'Ávila', provincia: 'Ávila', codigopostal: '05001', latitud: 40.6566, longitud: -4.6818 },
  // Madrid
  { poblacion: 'Madrid', provincia: 'Madrid', codigopostal: '28013', latitud: 40.4168, longitud: -3.7038 },
  // Cataluña
  {
    poblacion: 'Barcelona',
    provincia: 'Barcelona',
    codigopostal: '08002',
    latitud: 41.3851,
    longitud: 2.1734,
  },
  { poblacion: 'Lleida', provincia: 'Lleida', codigopostal: '25001', latitud: 41.6176, longitud: 0.62 },
  { poblacion: 'Girona', provincia: 'Girona', codigopostal: '17001', latitud: 41.9794, longitud: 2.8214 },
  {
    poblacion: 'Tarragona',
    provincia: 'Tarragona',
    codigopostal: '43001',
    latitud: 41.1189,
    longitud: 1.2445,
  },
  // Comunitat Valenciana
  {
    poblacion: 'Valencia',
    provincia: 'Valencia',
    codigopostal: '46002',
    latitud: 39.4699,
    longitud: -0.3763,
  },
  { poblacion: 'Alicante', provincia: 'Alicante', codigopostal: '03001', latitud: 38.3452, longitud: -0.481 },
  {
    poblacion: 'Castellón de la Plana',
    provincia: 'Castellón',
    codigopostal: '12001',
    latitud: 39.9864,
    longitud: -0.0513,
  },
  // Aragón
  {
    poblacion: 'Zaragoza',
    provincia: 'Zaragoza',
    codigopostal: '50001',
    latitud: 41.6488,
    longitud: -0.8891,
  },
  {
    poblacion: 'Calatayud',
    provincia: 'Zaragoza',
    codigopostal: '50300',
    latitud: 41.3534,
    longitud: -1.643,
  },
  { poblacion: 'Huesca', provincia: 'Huesca', codigopostal: '22001', latitud: 42.1401, longitud: -0.4089 },
  { poblacion: 'Teruel', provincia: 'Teruel', codigopostal: '44001', latitud: 40.3457, longitud: -1.1065 },
  // Andalucía
  { poblacion: 'Sevilla', provincia: 'Sevilla', codigopostal: '41004', latitud: 37.3891, longitud: -5.9845 },
  { poblacion: 'Córdoba', provincia: 'Córdoba', codigopostal: '14001', latitud: 37.8882, longitud: -4.7794 },
  { poblacion: 'Málaga', provincia: 'Málaga', codigopostal: '29001', latitud: 36.7213, longitud: -4.4214 },
  { poblacion: 'Granada', provincia: 'Granada', codigopostal: '18001', latitud: 37.1773, longitud: -3.5986 },
  { poblacion: 'Almería', provincia: 'Almería', codigopostal: '04001', latitud: 36.834, longitud: -2.4637 },
  { poblacion: 'Huelva', provincia: 'Huelva', codigopostal: '21001', latitud: 37.2614, longitud: -6.9447 },
  { poblacion: 'Cádiz', provincia: 'Cádiz', codigopostal: '11001', latitud: 36.5271, longitud: -6.2886 },
  {
    poblacion: 'Jerez de la Frontera',
    provincia: 'Cádiz',
    codigopostal: '11402',
    latitud: 36.685,
    longitud: -6.1261,
  },
  { poblacion: 'Jaén', provincia: 'Jaén', codigopostal: '23001', latitud: 37.7796, longitud: -3.7849 },
  { poblacion: 'Linares', provincia: 'Jaén', codigopostal: '23700', latitud: 38.0951, longitud: -3.636 },
  // País Vasco y Navarra
  { poblacion: 'Bilbao', provincia: 'Bizkaia', codigopostal: '48001', latitud: 43.263, longitud: -2.935 },
  {
    poblacion: 'Vitoria-Gasteiz',
    provincia: 'Álava',
    codigopostal: '01001',
    latitud: 42.8467,
    longitud: -2.6716,
  },
  {
    poblacion: 'Donostia-San Sebastián',
    provincia: 'Gipuzkoa',
    codigopostal: '20004',
    latitud: 43.3183,
    longitud: -1.9812,
  },
  { poblacion: 'Pamplona', provincia: 'Navarra', codigopostal: '31001', latitud: 42.8125, longitud: -1.6458 },
  // Galicia
  {
    poblacion: 'A Coruña',
    provincia: 'A Coruña',
    codigopostal: '15001',
    latitud: 43.3623,
    longitud: -8.4115,
  },
  { poblacion: 'Lugo', provincia: 'Lugo', codigopostal: '27001', latitud: 43.0097, longitud: -7.5568 },
  { poblacion: 'Ourense', provincia: 'Ourense', codigopostal: '32001', latitud: 42.3358, longitud: -7.8639 },
  {
    poblacion: 'Pontevedra',
    provincia: 'Pontevedra',
    codigopostal: '36001',
    latitud: 42.431,
    longitud: -8.6444,
  },
  { poblacion: 'Vigo', provincia: 'Pontevedra', codigopostal: '36201', latitud: 42.2406, longitud: -8.7207 },
  // Cornisa cantábrica y La Rioja
  { poblacion: 'Oviedo', provincia: 'Asturias', codigopostal: '33001', latitud: 43.3614, longitud: -5.8593 },
  { poblacion: 'Gijón', provincia: 'Asturias', codigopostal: '33201', latitud: 43.5322, longitud: -5.6611 },
  {
    poblacion: 'Santander',
    provincia: 'Cantabria',
    codigopostal: '39001',
    latitud: 43.4623,
    longitud: -3.8099,
  },
  { poblacion: 'Logroño', provincia: 'La Rioja', codigopostal: '26001', latitud: 42.4627, longitud: -2.445 },
  // Castilla-La Mancha
  { poblacion: 'Toledo', provincia: 'Toledo', codigopostal: '45001', latitud: 39.8628, longitud: -4.0273 },
  {
    poblacion: 'Talavera de la Reina',
    provincia: 'Toledo',
    codigopostal: '45600',
    latitud: 39.9635,
    longitud: -4.8308,
  },
  {
    poblacion: 'Albacete',
    provincia: 'Albacete',
    codigopostal: '02001',
    latitud: 38.9943,
    longitud: -1.8585,
  },
  { poblacion: 'Cuenca', provincia: 'Cuenca', codigopostal: '16001', latitud: 40.0704, longitud: -2.1374 },
  {
    poblacion: 'Guadalajara',
    provincia: 'Guadalajara',
    codigopostal: '19001',
    latitud: 40.6333,
    longitud: -3.1669,
  },
  {
    poblacion: 'Ciudad Real',
    provincia: 'Ciudad Real',
    codigopostal: '13001',
    latitud: 38.9848,
    longitud: -3.9274,
  },
  // Extremadura
  { poblacion: 'Badajoz', provincia: 'Badajoz', codigopostal: '06001', latitud: 38.8794, longitud: -6.9707 },
  { poblacion: 'Mérida', provincia: 'Badajoz', codigopostal: '06800', latitud: 38.9161, longitud: -6.3437 },
  { poblacion: 'Cáceres', provincia: 'Cáceres', codigopostal: '10001', latitud: 39.4753, longitud: -6.3724 },
  // Región de Murcia
  { poblacion: 'Murcia', provincia: 'Murcia', codigopostal: '30001', latitud: 37.9922, longitud: -1.1307 },
  { poblacion: 'Lorca', provincia: 'Murcia', codigopostal: '30800', latitud: 37.6771, longitud: -1.7007 },
  // Islas y ciudades autónomas (IGIC in Canarias, IPSI in Ceuta and Melilla)
  {
    poblacion: 'Palma',
    provincia: 'Illes Balears',
    codigopostal: '07001',
    latitud: 39.5696,
    longitud: 2.6502,
  },
  {
    poblacion: 'Las Palmas de Gran Canaria',
    provincia: 'Las Palmas',
    codigopostal: '35001',
    latitud: 28.1235,
    longitud: -15.4363,
  },
  {
    poblacion: 'Santa Cruz de Tenerife',
    provincia: 'Santa Cruz de Tenerife',
    codigopostal: '38001',
    latitud: 28.4636,
    longitud: -16.2518,
  },
  { poblacion: 'Ceuta', provincia: 'Ceuta', codigopostal: '51001', latitud: 35.8894, longitud: -5.3213 },
  { poblacion: 'Melilla', provincia: 'Melilla', codigopostal: '52001', latitud: 35.2923, longitud: -2.9381 },
];
