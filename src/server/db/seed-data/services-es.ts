// The demo catalogue's Spanish (decision 0177), by service slug: what a business writes in the
// admin's Spanish fields. Written for a Florida homeowner (docs/glossary-es.md).
export type TServiceSpanish = { name_es: string; subtitle_es: string; description_es: string; features_es: string[] };

export const SERVICES_ES: Record<string, TServiceSpanish> = {
  handyman: {
    name_es: "Servicios de handyman",
    subtitle_es: "Un profesional para toda su lista de pendientes, por hora",
    description_es:
      "Desde puertas de gabinete caídas hasta golpes en el drywall y barandas flojas: tráiganos su lista. Nuestros handymen llegan con una camioneta bien equipada, trabajan la lista en orden y dejan todo más limpio de lo que lo encontraron.",
    features_es: [
      "Camioneta equipada, menos viajes por materiales",
      "Se cobra en tramos de 15 minutos después del mínimo",
      "Profesionales con verificación de antecedentes",
      "Limpieza incluida",
      "Satisfacción garantizada",
    ],
  },
  "door-repair": {
    name_es: "Reparación e instalación de puertas",
    subtitle_es: "Puertas que se pegan, hinchadas o con corrientes de aire, arregladas para siempre",
    description_es:
      "La humedad hincha las puertas de madera hasta que se pegan y rozan, y las tormentas de verano empujan la lluvia por los burletes gastados. Cepillamos, volvemos a colgar y sellamos puertas, o instalamos una puerta nueva prearmada que cierra bien todo el año.",
    features_es: [
      "Puertas interiores, exteriores y francesas",
      "Cantos sellados contra la humedad",
      "Instalación de herrajes y cerraduras",
      "Instalación de puertas resistentes a impactos",
    ],
  },
  "interior-painting": {
    name_es: "Pintura de interiores",
    subtitle_es: "Paredes, techos y molduras con pintura baja en VOC",
    description_es:
      "Preparamos bien las superficies, resanamos y lijamos, y luego pintamos con acabados bajos en VOC que resisten la humedad de Florida. Los baños y cuartos de lavado llevan pintura resistente al moho para que se mantengan frescos.",
    features_es: [
      "Pinturas bajas en VOC y resistentes al moho",
      "Resane, sellador y lijado incluidos",
      "Pisos y muebles protegidos",
      "Asesoría de color gratis",
      "Le dejamos un kit de retoques",
    ],
  },
  "pressure-washing": {
    name_es: "Lavado a presión",
    subtitle_es: "Entradas de auto, terrazas de piscina y paredes con moho",
    description_es:
      "El calor y la humedad de Florida llenan de moho negro las entradas de auto, los adoquines y el estuco más rápido que en cualquier otro lugar. Lavamos a presión las superficies duras y con lavado suave las delicadas, para que vuelvan a brillar sin daños.",
    features_es: [
      "Lavado suave para estuco y mallas",
      "Productos de limpieza seguros para las plantas",
      "Hasta 1,000 pies cuadrados incluidos",
      "Fotos de antes y después",
    ],
  },
  "lawn-care": {
    name_es: "Cuidado del césped y limpieza del patio",
    subtitle_es: "Corte, bordes, poda de setos y escombros de tormenta",
    description_es:
      "La grama San Agustín crece sin parar en la temporada de lluvias y las palmas sueltan pencas después de cada tormenta. Cortamos el césped, perfilamos los bordes, podamos setos y palmas, y nos llevamos los desechos para que su patio luzca cuidado otra vez.",
    features_es: ["Cortadoras de grado comercial", "Poda de palmas de hasta 15 pies", "Nos llevamos los desechos verdes", "Visitas únicas o periódicas"],
  },
  "fence-repair": {
    name_es: "Reparación de cercas",
    subtitle_es: "Paneles, postes y portones de madera, vinilo y malla ciclónica",
    description_es:
      "Los vientos de la temporada de huracanes quiebran postes y tumban paneles, y los rociadores pudren la madera a ras del suelo. Volvemos a fijar los postes en concreto, cambiamos paneles y realineamos portones para que la cerca quede derecha otra vez.",
    features_es: [
      "Madera, vinilo y malla ciclónica",
      "Pestillos de portón que cumplen el código de piscinas",
      "Materiales iguales a los de su cerca",
      "Reparación de daños por tormenta",
    ],
  },
  "tile-flooring": {
    name_es: "Instalación y reparación de losas",
    subtitle_es: "Pisos de porcelanato y cerámica, cambio de losas rotas",
    description_es:
      "En Florida lo normal es la losa sobre una placa de concreto, y una placa que se asienta puede rajar una o dos losas. Cambiamos losas sueltas sin que se note, renovamos y sellamos la lechada, o colocamos un piso nuevo de porcelanato habitación por habitación.",
    features_es: [
      "Porcelanato, cerámica y piedra",
      "Membrana antifisuras sobre la placa",
      "Retiro con control de polvo",
      "Le dejamos las losas sobrantes rotuladas",
    ],
  },
  "tv-mounting": {
    name_es: "Instalación de televisores",
    subtitle_es: "Cualquier tamaño, en drywall, ladrillo o bloque, con los cables ocultos",
    description_es:
      "La mayoría de las casas de Florida son de bloque de concreto por fuera y drywall por dentro, y cada material necesita sus anclajes. Montamos televisores de cualquier tamaño, nivelados y seguros, ocultamos los cables y conectamos su barra de sonido.",
    features_es: ["Televisores de hasta 86 pulgadas", "Montaje sobre chimeneas", "Televisores para el lanai y exteriores", "Nivelado con láser siempre"],
  },
  "furniture-assembly": {
    name_es: "Armado de muebles",
    subtitle_es: "Camas, escritorios, cunas, juegos de patio y de jardín",
    description_es:
      "Olvídese de las llaves Allen y los tornillos que sobran. Armamos muebles que vienen en caja, juegos de patio y columpios para el jardín, anclamos a la pared los muebles altos y nos llevamos las cajas.",
    features_es: [
      "Todas las marcas principales",
      "Anclaje antivuelco para cómodas",
      "Muebles de exterior y juegos infantiles",
      "Herramientas propias, sin dejar reguero",
    ],
  },
  "holiday-lighting": {
    name_es: "Instalación de luces navideñas",
    subtitle_es: "Techos, palmas y lanais iluminados para las fiestas",
    description_es:
      "Colgamos luces LED a lo largo del techo, envolvemos los troncos de las palmas e iluminamos el lanai, y lo quitamos todo después de Año Nuevo. Incluye temporizadores para que funcione solo.",
    features_es: ["Guirnaldas LED de grado comercial", "Desmontaje incluido", "Temporizadores para exteriores", "Montaje con ganchos, sin clavos"],
  },
  "plumbing-repair": {
    name_es: "Reparación de plomería",
    subtitle_es: "Fugas, llaves que gotean, tapones, inodoros que no paran y poca presión de agua",
    description_es:
      "El agua dura de la Florida Central desgasta los cartuchos, las válvulas y las líneas de suministro, así que una llave que gotea o una pequeña fuga se convierte rápido en una factura grande. Nuestros plomeros con licencia reparan o cambian llaves y accesorios, encuentran la fuga, la arreglan bien a la primera y revisan sus válvulas de cierre de paso.",
    features_es: [
      "Plomeros con licencia de Florida",
      "Precio por adelantado antes de empezar cualquier trabajo",
      "Revisión de sarro por agua dura en cada visita",
      "Lonas protectoras y limpieza completa",
      "Garantía de 90 días en la mano de obra",
    ],
  },
  "water-heater": {
    name_es: "Servicio de calentador de agua",
    subtitle_es: "Purga, revisión del ánodo, reparación de resistencias y termostato",
    description_es:
      "Los sedimentos de nuestra agua cargada de minerales se asientan en el tanque y hacen que el calentador retumbe, caliente poco y falle antes de tiempo. Purgamos el tanque, probamos las resistencias y el termostato, y cambiamos la varilla de ánodo cuando está gastada.",
    features_es: [
      "Tanques de gas y eléctricos",
      "Purga de sedimentos con fotos de antes y después",
      "Temperatura ajustada a unos seguros 120 °F",
      "Revisión de ventilación y bandeja según el código",
    ],
  },
  "electrical-repair": {
    name_es: "Reparación eléctrica",
    subtitle_es: "Tomacorrientes, interruptores, breakers y diagnóstico de GFCI",
    description_es:
      "Florida es la capital de los rayos del país, y las tormentas de verano castigan tomacorrientes, breakers y aparatos electrónicos. Nuestros electricistas encuentran la falla, la reparan según el código y pueden añadir protección contra sobretensiones para que la próxima tormenta no sea un problema.",
    features_es: [
      "Solo electricistas con licencia",
      "Inspección del panel y los breakers",
      "Consejos de protección contra sobretensiones",
      "Fotos de cada reparación",
      "Garantía de 1 año en las piezas",
    ],
  },
  "ceiling-fan": {
    name_es: "Instalación de ventiladores de techo y lámparas",
    subtitle_es: "Cambie una lámpara o cuelgue un ventilador nuevo en una caja certificada",
    description_es:
      "Un buen ventilador de techo es la forma más barata de aliviar una tarde de Florida. Instalamos ventiladores y lámparas en cajas con la capacidad adecuada, balanceamos las aspas y dejamos el giro listo para el verano.",
    features_es: [
      "Techos de hasta 12 pies",
      "Revisión de la caja certificada para ventilador",
      "Retiro de la lámpara vieja",
      "Ventiladores para el lanai y exteriores",
    ],
  },
  "ac-tune-up": {
    name_es: "Mantenimiento de aire acondicionado",
    subtitle_es: "Una revisión de 21 puntos antes de que llegue el verano de Florida",
    description_es:
      "Aquí su aire acondicionado funciona nueve meses al año, y la humedad tapa las líneas de condensado y cubre los serpentines de suciedad. Un mantenimiento anual lo mantiene enfriando, baja su factura de luz y detecta las piezas débiles antes de que fallen en agosto.",
    features_es: [
      "Técnicos certificados por NATE",
      "Inspección del serpentín y el drenaje",
      "Prueba eléctrica y del capacitor",
      "Calibración del termostato",
      "Informe por escrito con fotos",
    ],
  },
  "ac-repair": {
    name_es: "Reparación de aire acondicionado",
    subtitle_es: "Aire caliente, serpentines congelados, fugas o una unidad que no arranca",
    description_es:
      "Cuando el aire acondicionado se daña en pleno verano de la Florida Central, la casa se calienta rápido. Diagnosticamos en la primera visita, llevamos las piezas más comunes en el camión y lo dejamos enfriando otra vez, casi siempre el mismo día.",
    features_es: [
      "Todas las marcas principales",
      "Capacitores y contactores en existencia",
      "Detección de fugas de refrigerante",
      "Consejo claro sobre reparar o reemplazar",
    ],
  },
  "roof-leak": {
    name_es: "Reparación de goteras en el techo",
    subtitle_es: "Reparación de tejas, shingles y tapajuntas después de una tormenta",
    description_es:
      "Los aguaceros de la tarde y la temporada de huracanes encuentran cada shingle levantado y cada teja rota. Rastreamos la gotera desde el ático, reparamos shingles, tejas y tapajuntas, y colocamos una lona el mismo día si el clima no permite la reparación completa.",
    features_es: [
      "Techos de shingle, teja de barril y metal",
      "Informe con fotos para reclamos al seguro",
      "Lona de emergencia el mismo día",
      "Inspección de daños por tormenta",
    ],
  },
};

/** Add-on names in Spanish, by their English name. */
export const ADD_ONS_ES: Record<string, string> = {
  "Drywall patch (up to 1 sq ft)": "Resane de drywall (hasta 1 pie cuadrado)",
  "Re-caulk tub or shower": "Sellado nuevo de bañera o ducha",
  "Hang pictures and mirrors (up to 6)": "Colgar cuadros y espejos (hasta 6)",
  "Haul away debris": "Retiro de escombros",
  "Smart lock install": "Instalación de cerradura inteligente",
  "Weatherstripping and door sweep": "Burletes y barredor de puerta",
  "Storm door closer": "Cierrapuertas para puerta contra tormentas",
  "Ceiling (per room)": "Techo (por habitación)",
  "Trim and baseboards (per room)": "Molduras y zócalos (por habitación)",
  "Accent wall": "Pared de acento",
  "Roof soft wash": "Lavado suave del techo",
  "Pool cage screen wash": "Lavado de la malla de la piscina",
  "Paver sealing": "Sellado de adoquines",
  "Palm frond trimming (per palm)": "Poda de pencas de palma (por palma)",
  "Mulch refresh (per yard)": "Mantillo nuevo (por yarda)",
  "Green waste haul-away": "Retiro de desechos verdes",
  "Gate realignment": "Realineación del portón",
  "Post replacement (each)": "Cambio de poste (cada uno)",
  "Stain and seal (per 50 ft)": "Tinte y sellado (por cada 50 pies)",
  "Grout clean and seal (per room)": "Limpieza y sellado de lechada (por habitación)",
  "Old flooring removal (per 100 sq ft)": "Retiro del piso viejo (por 100 pies cuadrados)",
  "Shower niche": "Nicho para la ducha",
  "In-wall cable concealment": "Cables ocultos dentro de la pared",
  "Soundbar mount": "Montaje de barra de sonido",
  "Full-motion mount (supplied)": "Soporte articulado (incluido)",
  "Anchor to wall (per piece)": "Anclaje a la pared (por mueble)",
  "Box and packaging removal": "Retiro de cajas y empaques",
  "Large outdoor play set": "Juego infantil grande de exterior",
  "Extra palm wrap": "Palma adicional envuelta en luces",
  "Lanai cage lighting": "Iluminación de la jaula del lanai",
  "Drain camera inspection": "Inspección del drenaje con cámara",
  "Aerator and cartridge descale": "Descalcificación del aireador y el cartucho",
  "Braided supply lines (pair)": "Líneas de suministro trenzadas (par)",
  "Anode rod replacement": "Cambio de la varilla de ánodo",
  "Thermal expansion tank": "Tanque de expansión térmica",
  "Drain pan install": "Instalación de bandeja de drenaje",
  "Whole-home surge protector": "Protector contra sobretensiones para toda la casa",
  "GFCI outlet upgrade (each)": "Cambio a tomacorriente GFCI (cada uno)",
  "Smoke detector install (each)": "Instalación de detector de humo (cada uno)",
  "New fan-rated ceiling box": "Caja de techo nueva certificada para ventilador",
  "Remote or wall control kit": "Kit de control remoto o de pared",
  "Haul away old fixture": "Retiro de la lámpara vieja",
  "Condensate line treatment": "Tratamiento de la línea de condensado",
  "Evaporator coil cleaning": "Limpieza del serpentín evaporador",
  "Pleated filters (2-pack)": "Filtros plisados (paquete de 2)",
  "Run capacitor replacement": "Cambio del capacitor de marcha",
  "Refrigerant top-off (per lb)": "Recarga de refrigerante (por libra)",
  "Condensate float switch": "Interruptor de flotador de condensado",
  "Emergency tarp": "Lona de emergencia",
  "Gutter clean-out": "Limpieza de canaletas",
  "Written inspection report": "Informe de inspección por escrito",
};
